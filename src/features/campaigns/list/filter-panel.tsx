import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type SubmitEvent } from 'react';
import { Button } from '../../../components/button.tsx';
import { CAMPAIGN_STATUSES } from '../../../api/schemas/campaign.ts';
import { statusLabel } from '../campaign-labels.ts';
import { AddressField, ChainSelect, Checkbox, labelClass } from './filter-fields.tsx';
import { draftFromFilters, validateFilterDraft, type FilterDraft, type FilterErrors } from './filter-draft.ts';
import { sameStatuses, type ListFilters } from './list-url-state.ts';

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
  const { t } = useLingui();
  const [draft, setDraft] = useState<FilterDraft>(() => draftFromFilters(filters));
  const [errors, setErrors] = useState<FilterErrors>({});
  // The default statuses follow My campaigns (live only, or every status) without remounting the
  // form; statuses not yet edited here follow them, so Apply never brings back the other default.
  const [shownStatuses, setShownStatuses] = useState(filters.statuses);
  if (!sameStatuses(shownStatuses, filters.statuses)) {
    setShownStatuses(filters.statuses);
    if (sameStatuses(draft.statuses, shownStatuses)) setDraft({ ...draft, statuses: [...filters.statuses] });
  }
  const formRef = useRef<HTMLFormElement>(null);
  const uid = useId();
  const fieldId = (name: keyof FilterDraft) => `${uid}-${name}`;

  const set = <K extends keyof FilterDraft>(name: K, value: FilterDraft[K]) => {
    setDraft((current) => ({ ...current, [name]: value }));
  };
  // The id, value, change handler and error of one text field of the draft.
  const textField = (name: 'chainId' | 'targetChainId' | 'targetAddress' | 'budgetAddress' | 'address') => ({
    id: fieldId(name),
    value: draft[name],
    onChange: (value: string) => {
      set(name, value);
    },
    error: name === 'chainId' ? undefined : errors[name],
  });

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
    // Statuses left as the default showed them stay the default (so a later search still covers
    // every status); ticking or unticking one makes them the user's choice.
    const statusChosen = filters.statusChosen || !sameStatuses(result.filters.statuses, filters.statuses);
    const forwarderChosen = filters.forwarderChosen || result.filters.includeForwarder !== filters.includeForwarder;
    onApply({ ...result.filters, statusChosen, forwarderChosen });
  };

  return (
    <form
      id={id}
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-label={t`Campaign filters`}
      className="grid gap-4 rounded-2xl border border-slate-200 bg-surface p-4 sm:grid-cols-2 lg:grid-cols-3 dark:border-slate-800"
    >
      <ChainSelect kind="reward" label={t`Reward chain`} emptyLabel={t`All reward chains`} {...textField('chainId')} />

      <fieldset className="sm:row-span-2">
        <legend className={labelClass}>
          <Trans>Status</Trans>
        </legend>
        <div className="mt-1 grid grid-cols-2 gap-x-3 gap-y-1">
          {CAMPAIGN_STATUSES.map((status) => (
            <Checkbox
              key={status}
              checked={draft.statuses.includes(status)}
              onChange={(checked) => {
                set(
                  'statuses',
                  checked
                    ? CAMPAIGN_STATUSES.filter((s) => s === status || draft.statuses.includes(s))
                    : draft.statuses.filter((s) => s !== status),
                );
              }}
            >
              {statusLabel(status)}
            </Checkbox>
          ))}
        </div>
      </fieldset>

      <AddressField label={t`Budget address`} {...textField('budgetAddress')} />

      <fieldset className="grid gap-3 sm:col-span-2 sm:grid-cols-2 lg:col-span-1 lg:grid-cols-1">
        <legend className={labelClass}>
          <Trans>Target (chain and address together)</Trans>
        </legend>
        <ChainSelect kind="target" label={t`Target chain`} nested emptyLabel={t`Any`} {...textField('targetChainId')} />
        <AddressField
          label={t`Target address`}
          nested
          placeholder={t`0x… (vault, pool or token)`}
          {...textField('targetAddress')}
        />
      </fieldset>

      <fieldset className="grid gap-2">
        <legend className={labelClass}>
          <Trans>Rewards of an address</Trans>
        </legend>
        <Checkbox
          checked={draft.claimableOnly}
          onChange={(checked) => {
            set('claimableOnly', checked);
          }}
        >
          <Trans>Only campaigns with claimable rewards</Trans>
        </Checkbox>
        <AddressField
          label={walletConnected ? t`Address (empty: your connected wallet)` : t`Address (or connect a wallet)`}
          nested
          {...textField('address')}
        />
      </fieldset>

      <div className="flex flex-col justify-between gap-3">
        <Checkbox
          alignTop
          checked={draft.includeForwarder}
          onChange={(checked) => {
            set('includeForwarder', checked);
          }}
        >
          <Trans>Include campaigns that need a deposit through a forwarder</Trans>
        </Checkbox>
        <Button type="submit" size="md" className="self-start">
          <Trans>Apply filters</Trans>
        </Button>
      </div>
    </form>
  );
}
