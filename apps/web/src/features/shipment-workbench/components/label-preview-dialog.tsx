import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { getErrorMessage } from '../../../lib/api-client';
import { downloadBlob } from '../../../lib/download';

export type LabelFileFormat = 'pdf' | 'zpl';

export interface LabelPreviewDialogProps {
  open: boolean;
  /** The dialog's heading, e.g. 'Product Labels'. */
  title: string;
  /** The downloads' name without its extension (`{shipmentId}-Product-Labels`): `.pdf` or `.zpl` is added. */
  fileName: string;
  /** Fetches the label file in a format (the server renders it; nothing changes by rendering). */
  load: (format: LabelFileFormat) => Promise<Blob>;
  /** False for a carrier's PDF-only labels (FedEx): no Download ZPL. */
  zpl?: boolean;
  /** Called after Print: the place to count the labels printed. */
  onPrinted?: () => void | Promise<void>;
  onClose: () => void;
}

/**
 * A label set shown in the page before printing (issue 16): the PDF in an iframe (a blob URL, so
 * nothing leaves the browser again), with Print (the iframe's own print, then `onPrinted`),
 * Download PDF, Download ZPL (fetched when asked) and Close. Used for product, box, 2D and
 * pallet labels; the caller says how to load each format. The file is fetched each time the
 * dialog opens (labels reflect the shipment as it is now).
 */
export function LabelPreviewDialog(props: LabelPreviewDialogProps) {
  return props.open ? <OpenLabelPreview {...props} /> : null;
}

function OpenLabelPreview({ title, fileName, load, zpl = true, onPrinted, onClose }: LabelPreviewDialogProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const frame = useRef<HTMLIFrameElement>(null);
  const [busy, setBusy] = useState<'print' | 'zpl' | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  // One fetch per opening: the key is this mount's, and the answer is dropped when it closes.
  const mount = useId();
  const pdf = useQuery({
    queryKey: ['label-preview', fileName, mount],
    queryFn: async () => {
      const file = await load('pdf');
      return file.type === 'application/pdf' ? file : new Blob([file], { type: 'application/pdf' });
    },
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const url = useMemo(() => (pdf.data ? URL.createObjectURL(pdf.data) : null), [pdf.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);

  const print = async () => {
    const view = frame.current?.contentWindow;
    if (!view) return;
    setBusy('print');
    setActionError(null);
    try {
      view.focus();
      view.print();
      await onPrinted?.();
    } catch (error) {
      setActionError(getErrorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  const downloadZpl = async () => {
    setBusy('zpl');
    setActionError(null);
    try {
      downloadBlob(`${fileName}.zpl`, await load('zpl'));
    } catch (error) {
      setActionError(getErrorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  const ready = !!pdf.data && !!url;
  return (
    <Dialog open onClose={onClose} aria-labelledby="label-preview-title" fullWidth maxWidth="md" fullScreen={phone}>
      <DialogTitle id="label-preview-title">{title}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        {actionError && <Alert severity="error">{actionError}</Alert>}
        {pdf.isError && <Alert severity="error">{getErrorMessage(pdf.error)}</Alert>}
        {pdf.isPending && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress size={28} aria-label="Preparing the labels" />
          </Box>
        )}
        {ready && (
          <iframe
            ref={frame}
            src={url ?? undefined}
            title={`${title} preview`}
            style={{ border: '1px solid #ddd', width: '100%', height: phone ? '100%' : '65vh', minHeight: 320 }}
          />
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>Close</Button>
        <Button disabled={!ready} onClick={() => pdf.data && downloadBlob(`${fileName}.pdf`, pdf.data)}>
          Download PDF
        </Button>
        {zpl && (
          <Button disabled={busy !== null} onClick={() => void downloadZpl()}>
            Download ZPL
          </Button>
        )}
        <Button variant="contained" disabled={!ready || busy !== null} onClick={() => void print()}>
          Print
        </Button>
      </DialogActions>
    </Dialog>
  );
}
