/**
 * A product image at thumbnail size. Amazon's image host (and the sandbox's, which follows it)
 * scales a picture when its file name carries `._SL<n>_` before the extension
 * (`/images/I/51abcL.jpg` → `/images/I/51abcL._SL100_.jpg`, n pixels on the longest side): a list
 * then loads a few kilobytes per row instead of the catalogue's full-size picture. Any other
 * address is used as it is.
 */
export function thumbnailUrl(url: string, pixels = 100): string {
  return url.replace(/(\/images\/I\/[^/?#.]+)(?:\._[A-Z]{2}\d+_)?(\.(?:jpe?g|png|gif|webp))$/i, `$1._SL${pixels}_$2`);
}
