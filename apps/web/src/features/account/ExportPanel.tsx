import { accountExportFileName } from '@codeflow/contracts';
import { useState } from 'react';
import { downloadAccountExport } from '../../api/account';
import { Button } from '../../components/ui/Button';
import { ACCOUNT_MESSAGES } from './accountMessages';
import { FormStatus, type FormOutcome } from './FormStatus';
import { downloadJson } from './downloadJson';

/** One click: everything held about the user, as a JSON file. */
export function ExportPanel() {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<FormOutcome>(null);

  const download = async () => {
    setBusy(true);
    setOutcome(null);
    try {
      downloadJson(await downloadAccountExport(), accountExportFileName(new Date()));
      setOutcome({ kind: 'success', text: ACCOUNT_MESSAGES.exportReady });
    } catch {
      setOutcome({ kind: 'error', text: ACCOUNT_MESSAGES.exportFailed });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <Button variant="primary" busy={busy} onClick={() => void download()}>
        {busy ? 'Preparing your data…' : 'Download my data'}
      </Button>
      <FormStatus outcome={outcome} testId="export-status" />
    </div>
  );
}
