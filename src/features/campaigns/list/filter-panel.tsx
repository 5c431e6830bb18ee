import { useId, useRef, useState, type SubmitEvent } from 'react';
import { Button } from '../../../components/button.tsx';
import { CAMPAIGN_STATUSES } from '../../../api/schemas/campaign.ts';
import { statusLabel } from '../campaign-labels.ts';
import { AddressField, ChainSelect, labelClass } from './filter-fields.tsx';
import { draftFromFilters, validateFilterDraft, type FilterDraft, type FilterErrors } from './filter-draft.ts';
import type { ListFilters } from './list-url-state.ts';

interface FilterPanelProps {
  id: string;
  filters: ListFilters;
  walletConnected: boolean;
  onApply: (filters: ListFilters) => void;
}

// Fields in the order the form shows them, so the first invalid one can take focus.
const FIELD_ORDER: readonly (keyof FilterDraft)[] = ['targetChainId', 'targetAddress', 'budgetAddress', 'address'];

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

  const set = <K extends keyof FilterDraft>(name: K, value: FilterDraft[K]) => {
    setDraft((current) => ({ ...current, [name]: value }));
  };
  const field =
    (name: 'chainId' | 'targetChainId' | 'targetAddress' | 'budgetAddress' | 'address') => (value: string) => {
      set(name, value);
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

  return (
    <form
      id={id}
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-label="Campaign filters"
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-3 dark:border-slate-800 dark:bg-slate-900"
    >
      <ChainSelect
        id={fieldId('chainId')}
        label="Reward chain"
        emptyLabel="All reward chains"
        value={draft.chainId}
        onChange={field('chainId')}
        error={undefined}
      />

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

      <AddressField
        id={fieldId('budgetAddress')}
        label="Budget address"
        value={draft.budgetAddress}
        onChange={field('budgetAddress')}
        error={errors.budgetAddress}
      />

      <fieldset className="grid gap-3 sm:col-span-2 sm:grid-cols-2 lg:col-span-1 lg:grid-cols-1">
        <legend className={labelClass}>Target (chain and address together)</legend>
        <ChainSelect
          id={fieldId('targetChainId')}
          label="Target chain"
          labelClassName="block text-sm"
          emptyLabel="Any"
          value={draft.targetChainId}
          onChange={field('targetChainId')}
          error={errors.targetChainId}
        />
        <AddressField
          id={fieldId('targetAddress')}
          label="Target address"
          labelClassName="block text-sm"
          placeholder="0x… (vault, pool or token)"
          value={draft.targetAddress}
          onChange={field('targetAddress')}
          error={errors.targetAddress}
        />
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
        <AddressField
          id={fieldId('address')}
          label={`Address ${walletConnected ? '(empty: your connected wallet)' : '(or connect a wallet)'}`}
          labelClassName="block text-sm"
          value={draft.address}
          onChange={field('address')}
          error={errors.address}
        />
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
