import {
  getBoxContentTemplateCsv,
  getDimensionTemplateCsv,
  getExpiryTemplateCsv,
  getTrackingIdTemplateCsv,
  SHIPMENT_IMPORT_COLUMNS,
  SHIPMENT_IMPORT_FILE_NAMES as FILES,
} from '@stowline/domain';
import { getErrorMessage } from '../../../lib/api-client';
import { downloadText } from '../../../lib/download';
import { useBoxesNumber } from '../api/use-boxes-number';
import {
  READ_IMPORT_SCHEMAS,
  useReadShipmentImport,
  useUploadBoxContent,
  useUploadDimensions,
} from '../api/use-shipment-imports';
import { useUpdateItemDetails } from '../api/use-update-item-details';
import { useUpdateTrackingId } from '../api/use-update-tracking-id';
import { ShipmentImportDialog } from '../components/shipment-import-dialog';
import { TrackingIdsImportDialog } from '../components/tracking-ids-import-dialog';

interface ImportContainerProps {
  shipmentId: string;
  onClose: () => void;
}

const refusalOf = (error: unknown) => (error ? getErrorMessage(error) : null);

/** Import Box Content (box menu): 'Seller SKU', 'Box No.', 'Quantity'; Confirm puts the units in, new boxes made. */
export function BoxContentImportContainer({ shipmentId, onClose }: ImportContainerProps) {
  const read = useReadShipmentImport(shipmentId, 'boxes-content', READ_IMPORT_SCHEMAS['boxes-content']);
  const apply = useUploadBoxContent(shipmentId);
  return (
    <ShipmentImportDialog
      title="Import Box Content"
      columns={SHIPMENT_IMPORT_COLUMNS.boxContent}
      reading={read.isPending}
      result={read.data ?? null}
      refusal={refusalOf(read.error)}
      applying={apply.isPending}
      onFile={(file) => read.mutate(file)}
      onDownloadTemplate={() => downloadText(FILES.boxContentTemplate, getBoxContentTemplateCsv())}
      onDownloadErrors={(csv) => downloadText(FILES.boxContentErrors, csv)}
      onConfirm={() =>
        read.data &&
        apply.mutate({ inboundShipmentId: shipmentId, fileData: read.data.fileData }, { onSuccess: onClose })
      }
      onClose={onClose}
    />
  );
}

/** Import Weight and Dimensions (box menu): inches and the empty box's ounces, by box number. */
export function DimensionImportContainer({ shipmentId, onClose }: ImportContainerProps) {
  const read = useReadShipmentImport(shipmentId, 'boxes-dimension', READ_IMPORT_SCHEMAS['boxes-dimension']);
  const apply = useUploadDimensions(shipmentId);
  return (
    <ShipmentImportDialog
      title="Import Weight and Dimensions"
      columns={SHIPMENT_IMPORT_COLUMNS.dimensions}
      keyLabel="Box No."
      reading={read.isPending}
      result={read.data ?? null}
      refusal={refusalOf(read.error)}
      applying={apply.isPending}
      onFile={(file) => read.mutate(file)}
      onDownloadTemplate={() => downloadText(FILES.dimensionTemplate, getDimensionTemplateCsv())}
      onDownloadErrors={(csv) => downloadText(FILES.dimensionErrors, csv)}
      onConfirm={() =>
        read.data &&
        apply.mutate({ inboundShipmentId: shipmentId, fileData: read.data.fileData }, { onSuccess: onClose })
      }
      onClose={onClose}
    />
  );
}

/** Import Expiration Dates (items menu): Confirm sends the valid dates to update-details, all or nothing. */
export function ExpiryImportContainer({ shipmentId, onClose }: ImportContainerProps) {
  const read = useReadShipmentImport(shipmentId, 'expiry-dates', READ_IMPORT_SCHEMAS['expiry-dates']);
  const apply = useUpdateItemDetails(shipmentId);
  return (
    <ShipmentImportDialog
      title="Import Expiry Date"
      columns={SHIPMENT_IMPORT_COLUMNS.expiry}
      reading={read.isPending}
      result={read.data ?? null}
      refusal={refusalOf(read.error)}
      applying={apply.isPending}
      onFile={(file) => read.mutate(file)}
      onDownloadTemplate={() => downloadText(FILES.expiryTemplate, getExpiryTemplateCsv())}
      onDownloadErrors={(csv) => downloadText(FILES.expiryErrors, csv)}
      onConfirm={() =>
        read.data &&
        apply.mutate(
          {
            inboundShipmentId: shipmentId,
            list: read.data.fileData.map(({ _id, expDate }) => ({ _id, expDate })),
          },
          { onSuccess: onClose },
        )
      }
      onClose={onClose}
    />
  );
}

/** Import Tracking Ids (box menu, SP non-partnered): a file or pasted ids, one per box, sent as update-box-tracking-id's list. */
export function TrackingIdsImportContainer({ shipmentId, onClose }: ImportContainerProps) {
  const boxes = useBoxesNumber(shipmentId);
  const read = useReadShipmentImport(shipmentId, 'tracking-ids', READ_IMPORT_SCHEMAS['tracking-ids']);
  const apply = useUpdateTrackingId(shipmentId);
  if (boxes.isPending) return null;
  return (
    <TrackingIdsImportDialog
      boxCount={boxes.data?.length ?? 0}
      reading={read.isPending}
      fileIds={read.data?.trackingIds ?? null}
      refusal={refusalOf(read.error)}
      applying={apply.isPending}
      onFile={(file) => read.mutate(file)}
      onDownloadTemplate={() => downloadText(FILES.trackingIdTemplate, getTrackingIdTemplateCsv())}
      onConfirm={(trackingId) => apply.mutate({ shipmentId, trackingId }, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}
