import { useMutation } from '@tanstack/react-query';
import { accountExportFileName } from '@codeflow/contracts';
import { useState } from 'react';
import { downloadAccountExport } from '../../api/account';
import { Button } from '../../components/ui/Button';
import { ACCOUNT_MESSAGES } from './accountMessages';
import { FormStatus, type FormOutcome } from './FormStatus';
import { downloadJson } from './downloadJson';

/** One click: everything held about the user, as a JSON file. */
export function ExportPanel() {
  const [outcome, setOutcome] = useState<FormOutcome>(null);
  const exportData = useMutation({
    mutationFn: async () => {
      downloadJson(await downloadAccountExport(), accountExportFileName(new Date()));
    },
    onMutate: () => setOutcome(null),
    onSuccess: () => setOutcome({ kind: 'success', text: ACCOUNT_MESSAGES.exportReady }),
    onError: () => setOutcome({ kind: 'error', text: ACCOUNT_MESSAGES.exportFailed }),
  });
  const busy = exportData.isPending;

  return (
    <div>
      <Button variant="primary" busy={busy} onClick={() => exportData.mutate()}>
        {busy ? 'Preparing your data…' : 'Download my data'}
      </Button>
      <FormStatus outcome={outcome} testId="export-status" />
    </div>
  );
}
