import { boxContentExportFileName, packListFileName, shipmentExportFileName } from '@stowline/domain';
import { apiClient, getErrorMessage } from '../../../lib/api-client';
import { showAlert } from '../../../lib/alert-store';
import { downloadBlob } from '../../../lib/download';
import { workbenchPaths } from './workbench-paths';

/** The shipment's exports (issue 15): what each menu entry downloads, under the spec's file names. */
const exportsOf = {
  shipment: { path: workbenchPaths.exportShipment, fileName: shipmentExportFileName },
  boxes: { path: workbenchPaths.exportBoxes, fileName: boxContentExportFileName },
  boxesForAmazon: { path: workbenchPaths.exportBoxesForAmazon, fileName: packListFileName },
} as const;

/**
 * Downloads Export Shipment (`Shipment_{id}.csv`), Export Boxes (`Shipment_{id}_Box_Content.tsv`)
 * or Export Boxes for Amazon (Seller Central's pack list, `Shipment_{id}_Pack_List.tsv`) of a
 * shipment; a refusal shows the server's message.
 */
export async function downloadShipmentExport(
  kind: keyof typeof exportsOf,
  shipmentRowId: string,
  amazonShipmentId: string,
): Promise<void> {
  const { path, fileName } = exportsOf[kind];
  try {
    downloadBlob(fileName(amazonShipmentId), await apiClient.getBlob(path(shipmentRowId)));
  } catch (error) {
    showAlert(getErrorMessage(error), 'error');
  }
}
