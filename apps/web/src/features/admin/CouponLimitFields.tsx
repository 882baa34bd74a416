import { commerceMessages } from '@codeflow/contracts';
import { useState } from 'react';
import { Field } from '../../components/ui/Field';

/** The "Maximum uses" text: null for none, undefined when it is not a whole number ≥ 1. */
function parseMaxUses(text: string): number | null | undefined {
  if (text.trim() === '') return null;
  const max = Number(text);
  return Number.isInteger(max) && max >= 1 ? max : undefined;
}

/** The limits' state: the fields' props, a reset, and the request's fields (null: refused). */
export function useCouponLimits() {
  const [oncePerUser, setOncePerUser] = useState(true);
  const [maxUses, setMaxUses] = useState('');
  const [maxUsesError, setMaxUsesError] = useState<string | null>(null);
  return {
    props: {
      maxUses,
      onMaxUses: (value: string) => {
        setMaxUses(value);
        setMaxUsesError(null);
      },
      maxUsesError,
      oncePerUser,
      onOncePerUser: setOncePerUser,
    },
    reset: () => {
      setOncePerUser(true);
      setMaxUses('');
    },
    /** the defaults (once per user, no cap) go unsaid; null after showing why it is refused */
    read: (): { once_per_user?: false; max_redemptions?: number } | null => {
      const max = parseMaxUses(maxUses);
      if (max === undefined) {
        setMaxUsesError(commerceMessages.maxRedemptionsRange);
        return null;
      }
      return {
        ...(oncePerUser ? {} : { once_per_user: false as const }),
        ...(max === null ? {} : { max_redemptions: max }),
      };
    },
  };
}

/**
 * The coupon form's limits (decision 032): an optional cap on all uses, and whether each user may
 * redeem it once (ticked by default).
 */
export function CouponLimitFields({
  maxUses,
  onMaxUses,
  maxUsesError,
  oncePerUser,
  onOncePerUser,
}: {
  maxUses: string;
  onMaxUses: (value: string) => void;
  maxUsesError: string | null;
  oncePerUser: boolean;
  onOncePerUser: (value: boolean) => void;
}) {
  return (
    <>
      <Field
        label="Maximum uses"
        type="number"
        min={1}
        step={1}
        value={maxUses}
        onChange={onMaxUses}
        error={maxUsesError}
        placeholder="No limit"
        className="w-36"
      />
      <label className="flex items-center gap-2 pb-2 text-sm text-gray-800">
        <input
          type="checkbox"
          checked={oncePerUser}
          onChange={(e) => onOncePerUser(e.target.checked)}
          className="h-4 w-4"
        />
        Once per user
      </label>
    </>
  );
}
