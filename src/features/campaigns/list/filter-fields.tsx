import type { ReactNode } from 'react';
import { chainName, supportedChains } from '../../../config/chains.ts';

const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-950 aria-[invalid=true]:border-red-500';
export const labelClass = 'block text-sm font-medium';

/**
 * The chains a select offers, plus the chain already chosen when it is not one of them (a shared
 * link may name any chain id), so the select never shows "All" while a chain filter applies.
 */
function chainOptions(chosen: string): { id: string; name: string }[] {
  const options = supportedChains.map((chain) => ({ id: String(chain.id), name: chain.name }));
  if (chosen !== '' && !options.some((option) => option.id === chosen)) {
    options.push({ id: chosen, name: chainName(Number(chosen)) });
  }
  return options;
}

interface FieldProps {
  id: string;
  label: ReactNode;
  /** Field labels inside a fieldset are lighter than the fieldset's legend. */
  labelClassName?: string;
  value: string;
  onChange: (value: string) => void;
  /** The validation message, shown under the field and read with it. */
  error: string | undefined;
}

function described(id: string, error: string | undefined) {
  return error === undefined ? {} : { 'aria-invalid': true, 'aria-describedby': `${id}-error` };
}

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (error === undefined) return null;
  return (
    <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
      {error}
    </p>
  );
}

/** A chain select: "All"/"Any" first, then the chains the app knows (and the one chosen). */
export function ChainSelect({
  id,
  label,
  labelClassName = labelClass,
  value,
  onChange,
  error,
  emptyLabel,
}: FieldProps & { emptyLabel: string }) {
  return (
    <div>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <select
        id={id}
        className={inputClass}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
        {...described(id, error)}
      >
        <option value="">{emptyLabel}</option>
        {chainOptions(value).map((chain) => (
          <option key={chain.id} value={chain.id}>
            {chain.name}
          </option>
        ))}
      </select>
      <FieldError id={id} error={error} />
    </div>
  );
}

/** An address box: monospace, no autocomplete or spellcheck, validated on Apply. */
export function AddressField({
  id,
  label,
  labelClassName = labelClass,
  value,
  onChange,
  error,
  placeholder = '0x…',
}: FieldProps & { placeholder?: string }) {
  return (
    <div>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <input
        id={id}
        className={`${inputClass} font-mono`}
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => {
          onChange(event.target.value);
        }}
        {...described(id, error)}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}
