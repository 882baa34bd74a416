import { formatPrice, type CommercePlan } from '@codeflow/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { Field } from '../../components/ui/Field';
import { ADMIN_MESSAGES } from './adminMessages';
import { parsePrice, priceProblem } from './parsePrice';

/** Edit Price: a number, not negative (docs/product.md#validation-rules), in USD per month. */
export function EditPriceDialog({
  plan,
  onSave,
  onClose,
}: {
  plan: CommercePlan;
  onSave: (price: number) => void;
  onClose: () => void;
}) {
  const [text, setText] = useState(plan.price.toFixed(2));
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const price = parsePrice(text);
    if (price === null) {
      setError(ADMIN_MESSAGES.invalidPrice);
      return;
    }
    const problem = priceProblem(price);
    if (problem) return setError(problem);
    onSave(price);
  };
  return (
    <Dialog
      title={`Edit Price: ${plan.name}`}
      onClose={onClose}
      closeButton
      testId="edit-price-dialog"
    >
      <form onSubmit={submit} noValidate className="mt-3 space-y-4">
        <p className="text-sm text-gray-700">
          Now {formatPrice(plan.price)} USD per month. New checkouts use the new price at once.
        </p>
        <Field
          label="Price (USD per month)"
          inputMode="decimal"
          value={text}
          onChange={(v) => {
            setText(v);
            setError(null);
          }}
          error={error}
          data-autofocus
        />
        <div className="flex justify-end gap-2">
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="primary">
            Save price
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
