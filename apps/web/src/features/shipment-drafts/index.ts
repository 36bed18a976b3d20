/** The shipment-drafts feature: the SKU list page keeps its selection and the Create Shipments drawer with it. */
export { useShipmentDraft, type DraftStatus } from './hooks/use-shipment-draft';
export { DraftStatusText } from './components/draft-status-text';
