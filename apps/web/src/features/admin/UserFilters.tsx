import type { ADMIN_USER_STATUSES } from '@codeflow/contracts';
import { type SubscriptionTier, type UserRole } from '@codeflow/contracts';
import { Field } from '../../components/ui/Field';
import { ROLE_OPTIONS, TIER_OPTIONS } from './adminOptions';
import { LabelledSelect } from './LabelledSelect';

export interface UserFilterValues {
  search: string;
  role: UserRole | '';
  tier: SubscriptionTier | '';
  status: (typeof ADMIN_USER_STATUSES)[number] | '';
}

const ANY = { value: '' as const, label: 'Any' };

/** Search by name or email and filter by role, tier and status (all applied on the server). */
export function UserFilters({
  values,
  onChange,
}: {
  values: UserFilterValues;
  onChange: (values: UserFilterValues) => void;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]" role="search">
      <Field
        label="Search users"
        type="search"
        placeholder="Name or email"
        value={values.search}
        onChange={(search) => onChange({ ...values, search })}
        autoComplete="off"
      />
      <LabelledSelect
        label="Role"
        value={values.role}
        options={[ANY, ...ROLE_OPTIONS]}
        onChange={(role) => onChange({ ...values, role })}
      />
      <LabelledSelect
        label="Subscription"
        value={values.tier}
        options={[ANY, ...TIER_OPTIONS]}
        onChange={(tier) => onChange({ ...values, tier })}
      />
      <LabelledSelect
        label="Status"
        value={values.status}
        options={[
          ANY,
          { value: 'active', label: 'Active' },
          { value: 'disabled', label: 'Disabled' },
        ]}
        onChange={(status) => onChange({ ...values, status })}
      />
    </div>
  );
}
