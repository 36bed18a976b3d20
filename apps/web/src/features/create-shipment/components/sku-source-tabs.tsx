import { useState } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import type { PackMode } from '@stowline/domain';
import { FileDropZone } from '../../../components/upload/file-drop-zone';
import { PasteSkusField } from './paste-skus-field';

type Source = 'file' | 'paste';

interface SkuSourceTabsProps {
  mode: PackMode;
  pending: boolean;
  onFile: (file: File) => void;
  onText: (text: string) => void;
  onDownloadTemplate: () => void;
}

/** Drag File or Copy/Paste, with the template link beside the tabs. */
export function SkuSourceTabs({ mode, pending, onFile, onText, onDownloadTemplate }: SkuSourceTabsProps) {
  const [source, setSource] = useState<Source>('file');
  return (
    <Box>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          borderBottom: 1,
          borderColor: 'divider',
          mb: 2,
        }}
      >
        <Tabs value={source} onChange={(_event, value: Source) => setSource(value)} aria-label="How to give the SKUs">
          <Tab value="file" label="Drag File" sx={{ textTransform: 'none' }} />
          <Tab value="paste" label="Copy/Paste" sx={{ textTransform: 'none' }} />
        </Tabs>
        <Link
          component="button"
          type="button"
          variant="body2"
          onClick={onDownloadTemplate}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        >
          <FileDownloadOutlined fontSize="small" />
          Download Template
        </Link>
      </Box>
      {source === 'file' ? (
        <FileDropZone pending={pending} onFile={onFile} />
      ) : (
        <PasteSkusField mode={mode} pending={pending} onSend={onText} />
      )}
    </Box>
  );
}
