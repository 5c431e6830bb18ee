import { useId, useRef, useState, type SubmitEvent } from 'react';
import { Button } from '../../../components/button.tsx';
import { CAMPAIGN_STATUSES } from '../../../api/schemas/campaign.ts';
import { chainName, supportedChains } from '../../../config/chains.ts';
import { statusLabel } from '../campaign-labels.ts';
import { draftFromFilters, validateFilterDraft, type FilterDraft, type FilterErrors } from './filter-draft.ts';
import type { ListFilters } from './list-url-state.ts';

interface FilterPanelProps {
  id: string;
  filters: ListFilters;
  walletConnected: boolean;
  onApply: (filters: ListFilters) => void;
}

const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-950 aria-[invalid=true]:border-red-500';
const labelClass = 'block text-sm font-medium';

// Fields in the order the form shows them, so the first invalid one can take focus.
const FIELD_ORDER: readonly (keyof FilterDraft)[] = ['targetChainId', 'targetAddress', 'budgetAddress', 'address'];

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

/**
 * The service-side filters as a form. Edits stay local until "Apply filters", which validates
 * first (target pair, addresses, claimable-only needs an address), so no half-typed filter is
 * ever sent to the service.
 */
export function FilterPanel({ id, filters, walletConnected, onApply }: FilterPanelProps) {
  const [draft, setDraft] = useState<FilterDraft>(() => draftFromFilters(filters));
  const [errors, setErrors] = useState<FilterErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const uid = useId();
  const fieldId = (name: keyof FilterDraft) => `${uid}-${name}`;
  const errorId = (name: keyof FilterDraft) => `${uid}-${name}-error`;

  const set = <K extends keyof FilterDraft>(name: K, value: FilterDraft[K]) => {
    setDraft((current) => ({ ...current, [name]: value }));
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateFilterDraft(draft, { walletConnected, mine: filters.mine });
    if (!result.ok) {
      setErrors(result.errors);
      const first = FIELD_ORDER.find((name) => result.errors[name] !== undefined);
      if (first !== undefined) formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(fieldId(first))}`)?.focus();
      return;
    }
    setErrors({});
    onApply(result.filters);
  };

  const described = (name: keyof FilterDraft) =>
    errors[name] === undefined ? {} : { 'aria-invalid': true, 'aria-describedby': errorId(name) };
  const errorText = (name: keyof FilterDraft) =>
    errors[name] === undefined ? null : (
      <p id={errorId(name)} className="mt-1 text-sm text-red-700 dark:text-red-300">
        {errors[name]}
      </p>
    );

  return (
    <form
      id={id}
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-label="Campaign filters"
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-3 dark:border-slate-800 dark:bg-slate-900"
    >
      <div>
        <label htmlFor={fieldId('chainId')} className={labelClass}>
          Reward chain
        </label>
        <select
          id={fieldId('chainId')}
          className={inputClass}
          value={draft.chainId}
          onChange={(event) => {
            set('chainId', event.target.value);
          }}
        >
          <option value="">All reward chains</option>
          {chainOptions(draft.chainId).map((chain) => (
            <option key={chain.id} value={chain.id}>
              {chain.name}
            </option>
          ))}
        </select>
      </div>

      <fieldset className="sm:row-span-2">
        <legend className={labelClass}>Status</legend>
        <div className="mt-1 grid grid-cols-2 gap-x-3 gap-y-1">
          {CAMPAIGN_STATUSES.map((status) => (
            <label key={status} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={draft.statuses.includes(status)}
                onChange={(event) => {
                  set(
                    'statuses',
                    event.target.checked
                      ? CAMPAIGN_STATUSES.filter((s) => s === status || draft.statuses.includes(s))
                      : draft.statuses.filter((s) => s !== status),
                  );
                }}
              />
              {statusLabel(status)}
            </label>
          ))}
        </div>
      </fieldset>

      <div>
        <label htmlFor={fieldId('budgetAddress')} className={labelClass}>
          Budget address
        </label>
        <input
          id={fieldId('budgetAddress')}
          className={`${inputClass} font-mono`}
          value={draft.budgetAddress}
          placeholder="0x…"
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => {
            set('budgetAddress', event.target.value);
          }}
          {...described('budgetAddress')}
        />
        {errorText('budgetAddress')}
      </div>

      <fieldset className="grid gap-3 sm:col-span-2 sm:grid-cols-2 lg:col-span-1 lg:grid-cols-1">
        <legend className={labelClass}>Target (chain and address together)</legend>
        <div>
          <label htmlFor={fieldId('targetChainId')} className="block text-sm">
            Target chain
          </label>
          <select
            id={fieldId('targetChainId')}
            className={inputClass}
            value={draft.targetChainId}
            onChange={(event) => {
              set('targetChainId', event.target.value);
            }}
            {...described('targetChainId')}
          >
            <option value="">Any</option>
            {chainOptions(draft.targetChainId).map((chain) => (
              <option key={chain.id} value={chain.id}>
                {chain.name}
              </option>
            ))}
          </select>
          {errorText('targetChainId')}
        </div>
        <div>
          <label htmlFor={fieldId('targetAddress')} className="block text-sm">
            Target address
          </label>
          <input
            id={fieldId('targetAddress')}
            className={`${inputClass} font-mono`}
            value={draft.targetAddress}
            placeholder="0x… (vault, pool or token)"
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => {
              set('targetAddress', event.target.value);
            }}
            {...described('targetAddress')}
          />
          {errorText('targetAddress')}
        </div>
      </fieldset>

      <fieldset className="grid gap-2">
        <legend className={labelClass}>Rewards of an address</legend>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={draft.claimableOnly}
            onChange={(event) => {
              set('claimableOnly', event.target.checked);
            }}
          />
          Only campaigns with claimable rewards
        </label>
        <div>
          <label htmlFor={fieldId('address')} className="block text-sm">
            Address {walletConnected ? '(empty: your connected wallet)' : '(or connect a wallet)'}
          </label>
          <input
            id={fieldId('address')}
            className={`${inputClass} font-mono`}
            value={draft.address}
            placeholder="0x…"
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => {
              set('address', event.target.value);
            }}
            {...described('address')}
          />
          {errorText('address')}
        </div>
      </fieldset>

      <div className="flex flex-col justify-between gap-3">
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            className="mt-1"
            checked={draft.includeForwarder}
            onChange={(event) => {
              set('includeForwarder', event.target.checked);
            }}
          />
          Include campaigns that need a deposit through a forwarder
        </label>
        <Button type="submit" size="md" className="self-start">
          Apply filters
        </Button>
      </div>
    </form>
  );
}
