import type { ChangeEvent, ReactNode } from 'react';
import { controlClass } from '../../../components/control-class.ts';
import type { Chain } from 'viem';
import { chainName, localChains, productionChains, supportedChains } from '../../../config/chains.ts';
import { appConfig } from '../../../config/env.ts';

const inputClass = `mt-1 ${controlClass}`;
export const labelClass = 'block text-sm font-medium';

/**
 * The chains this deployment pays rewards on: the wallet's chains (a local build's own, plus a
 * public chain where one is configured with a manager), narrowed to those with a manager when any
 * is named. Offering a chain the app pays nothing on only led to empty answers. (Targets, the event
 * side, live on public chains in a local build too: the target chain select offers them all.)
 * A partner's scope that names reward chains (app-config.json partner.campaigns) narrows them again.
 */
function rewardChains(): readonly Chain[] {
  const chains = supportedChains;
  const managed = chains.filter((chain) => appConfig.managerAddresses[chain.id] !== undefined);
  const paying = managed.length > 0 ? managed : chains;
  const scoped = appConfig.partner.campaigns.rewardChainIds;
  return scoped.length === 0 ? paying : paying.filter((chain) => scoped.includes(chain.id));
}

/**
 * The chains targets may live on: in a local build the public chains too (its world's targets
 * stand on the chains its local ones imitate), which the wallet's own list no longer offers.
 */
function targetChains(): readonly Chain[] {
  return appConfig.mode === 'local' ? [...localChains, ...productionChains] : productionChains;
}

/**
 * The chains a select offers, plus the chain already chosen when it is not one of them (a shared
 * link may name any chain id), so the select never shows "All" while a chain filter applies.
 */
function chainOptions(chains: readonly Chain[], chosen: string): { id: string; name: string }[] {
  const options = chains.map((chain) => ({ id: String(chain.id), name: chain.name }));
  if (chosen !== '' && !options.some((option) => option.id === chosen)) {
    options.push({ id: chosen, name: chainName(Number(chosen)) });
  }
  return options;
}

interface FieldProps {
  id: string;
  label: ReactNode;
  /** Inside a fieldset, whose legend names the group: a lighter label than the legend's. */
  nested?: boolean;
  value: string;
  onChange: (value: string) => void;
  /** The validation message, shown under the field and read with it. */
  error: string | undefined;
}

/** A labelled control with its validation message under it, tied to it for screen readers. */
function Field({
  id,
  label,
  nested = false,
  error,
  children,
}: Omit<FieldProps, 'value' | 'onChange'> & { children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className={nested ? 'block text-sm' : labelClass}>
        {label}
      </label>
      {children}
      {error !== undefined && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

/** What every control of a field takes: its id, value and change handler, and its error state. */
function controlProps({ id, value, onChange, error }: FieldProps) {
  return {
    id,
    value,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      onChange(event.target.value);
    },
    ...(error === undefined ? {} : { 'aria-invalid': true, 'aria-describedby': `${id}-error` }),
  };
}

/**
 * A chain select: "All"/"Any" first, then the chains of its kind (and the one chosen): the reward
 * chains of this deployment, or every chain a target may live on.
 */
export function ChainSelect({
  emptyLabel,
  kind,
  ...field
}: FieldProps & { emptyLabel: string; kind: 'reward' | 'target' }) {
  const chains = kind === 'reward' ? rewardChains() : targetChains();
  return (
    <Field {...field}>
      <select className={inputClass} {...controlProps(field)}>
        <option value="">{emptyLabel}</option>
        {chainOptions(chains, field.value).map((chain) => (
          <option key={chain.id} value={chain.id}>
            {chain.name}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** An address box: monospace, no autocomplete or spellcheck, validated on Apply. */
export function AddressField({ placeholder = '0x…', ...field }: FieldProps & { placeholder?: string }) {
  return (
    <Field {...field}>
      <input
        className={`${inputClass} font-mono`}
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        {...controlProps(field)}
      />
    </Field>
  );
}

/** A checkbox with its label beside it; `alignTop` for a label that wraps to several lines. */
export function Checkbox({
  checked,
  onChange,
  alignTop = false,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  alignTop?: boolean;
  children: ReactNode;
}) {
  return (
    <label className={`flex gap-2 text-sm ${alignTop ? 'items-start' : 'items-center'}`}>
      <input
        type="checkbox"
        className={alignTop ? 'mt-1' : undefined}
        checked={checked}
        onChange={(event) => {
          onChange(event.target.checked);
        }}
      />
      {children}
    </label>
  );
}
