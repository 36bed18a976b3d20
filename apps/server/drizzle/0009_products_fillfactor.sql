-- Room on every page for a changed copy of its rows: updates that touch no indexed column (FBA
-- type, weight, quantity, flags) then stay on the page as heap-only tuples, and the trigram,
-- SKU and ASIN indexes are not written again for each row (a 50,000-row FBA-type upload or a
-- quantity sync updates that many rows at once). Existing pages take it as they are rewritten.
ALTER TABLE "products" SET (fillfactor = 80);
