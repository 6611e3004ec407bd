// The statement's filter controls: a type and a month (docs/product.md#statement), written to the URL by the page.
import { useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Select } from '@wallet/ui-kit';
import {
  isFiltered,
  monthsToOffer,
  STATEMENT_TYPES,
  type StatementFilter,
  type StatementTypeFilter,
} from './statement-filter';
import { useMonthLabel } from './statement-month-label';
import { useStatementTypeLabel } from './statement-type-label';

const ALL = 'all';

export function StatementFilterBar({
  filter,
  onChange,
}: {
  filter: StatementFilter;
  /** The parts of the filter the player changed. */
  onChange: (change: Partial<StatementFilter>) => void;
}) {
  const { t } = useLingui();
  const typeLabel = useStatementTypeLabel();
  const monthLabel = useMonthLabel();
  const months = useMemo(() => monthsToOffer(new Date(), filter.month), [filter.month]);
  return (
    <div className="wl-statement-filter" role="group" aria-label={t`Filter the statement`}>
      <Select
        className="wl-statement-filter__field"
        label={<Trans>Type</Trans>}
        value={filter.type ?? ALL}
        options={[
          { value: ALL, label: t`All types` },
          ...STATEMENT_TYPES.map((type) => ({ value: type, label: typeLabel(type) })),
        ]}
        onValueChange={(type) => onChange({ type: type === ALL ? null : (type as StatementTypeFilter) })}
      />
      <Select
        className="wl-statement-filter__field"
        label={<Trans>Month</Trans>}
        value={filter.month ?? ALL}
        options={[
          { value: ALL, label: t`All months` },
          ...months.map((month) => ({ value: month, label: monthLabel(month) })),
        ]}
        onValueChange={(month) => onChange({ month: month === ALL ? null : month })}
      />
      {isFiltered(filter) ? (
        <Button variant="secondary" onClick={() => onChange({ type: null, month: null })}>
          <Trans>Clear filter</Trans>
        </Button>
      ) : null}
    </div>
  );
}
