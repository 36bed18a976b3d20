import { PDFDocument } from 'pdf-lib';

/** PDF files as one, their pages in order (pallet label runs, a FedEx shipment's labels). */
export async function mergePdfs(files: readonly Buffer[]): Promise<Buffer> {
  if (files.length === 1) return files[0]!;
  const merged = await PDFDocument.create();
  for (const file of files) {
    const source = await PDFDocument.load(file);
    for (const page of await merged.copyPages(source, source.getPageIndices())) merged.addPage(page);
  }
  return Buffer.from(await merged.save());
}
