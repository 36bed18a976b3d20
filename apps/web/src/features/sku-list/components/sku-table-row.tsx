import { memo, type MouseEvent } from 'react';
import {
  findShipmentItemProblem,
  isExpirable,
  planItemMessages,
  describeFbaTypeSource,
  formatPrice,
  newShipmentItem,
  shipmentItemMessages,
  warnShipmentItem,
  type FbaType,
  type PackMode,
  type Product,
  type ShipmentItem,
  type WeightUnit,
} from '@stowline/domain';
import { plainIcons } from '../../../components/plain-icons';
import { thumbnailUrl } from '../../../lib/product-image';
import type { ShipItemChange } from '../hooks/use-ship-selection';
import { formatWeight } from './weight-cell';

export interface SkuRowActions {
  onEditWeight: (product: Product) => void;
  onExpirableChange: (product: Product, expirable: boolean) => void;
  onFbaTypeChange: (product: Product, fbaType: FbaType) => void;
  onSelect: (products: readonly Product[], selected: boolean) => void;
  onItemChange: (product: Product, change: ShipItemChange) => void;
  onOpenRules: (product: Product) => void;
}

/** Which list a row's select opens in the table's one shared menu. */
export type RowMenu = { kind: 'fbaType'; value: string | null } | { kind: 'rule'; value: string | null };

export interface SkuRowHandlers extends SkuRowActions {
  onOpenMenu: (anchor: HTMLElement, product: Product, menu: RowMenu) => void;
}

interface SkuTableRowProps {
  product: Product;
  weightUnit: WeightUnit;
  mode: PackMode;
  /** The row's item when it is selected to ship. */
  item: ShipmentItem | undefined;
  saving: boolean;
  /** The saved selection is still on its way: an edit now would be overwritten by it. */
  locked: boolean;
  /** The same object on every render of the table, so an unchanged row is not drawn again. */
  handlers: SkuRowHandlers;
}

// The spec's text cuts for the SKU list: titles 40 characters, SKUs 16.
const TITLE_CUT = 40;
const SKU_CUT = 16;
const NOT_ATTACHED = 'NOT ATTACHED';

/** Text cut to `max` characters; the full text is the hover title and the accessible name. */
function cut(text: string, max: number) {
  if (text.length <= max) return text;
  return (
    <span title={text} aria-label={text}>
      {`${text.slice(0, max).trimEnd()}…`}
    </span>
  );
}

/** A whole-number cell of the shipping columns; an empty box is null (the selection rule then says what is missing). */
function CountInput(props: {
  label: string;
  value: number | null;
  disabled?: boolean;
  error?: string | undefined;
  warning?: string | undefined;
  onChange: (value: number | null) => void;
}) {
  const { label, value, disabled, error, warning, onChange } = props;
  return (
    <input
      className={error ? 'sku-count is-error' : warning ? 'sku-count is-warning' : 'sku-count'}
      type="number"
      min={1}
      step={1}
      inputMode="numeric"
      aria-label={label}
      aria-invalid={error ? true : undefined}
      title={error ?? warning}
      value={value ?? ''}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
    />
  );
}

/**
 * One SKU: its details and edits, then the shipping columns. An unselected row shows what
 * selecting it would start from (in case pack the default rule and its units per box).
 *
 * Drawn with plain elements styled once by the table (sku-table.tsx): a page of 60 rows of MUI
 * inputs, selects and tooltips took about a second to draw. The selects open one menu shared by
 * the table; the row is memoised, so typing in one row draws that row only.
 */
export const SkuTableRow = memo(function SkuTableRow(props: SkuTableRowProps) {
  const { product, weightUnit, mode, item, saving, locked, handlers } = props;
  const shown = item ?? newShipmentItem(product, mode);
  const problem = item ? findShipmentItemProblem(item, mode) : undefined;
  const warning = item && !problem ? warnShipmentItem(item, mode) : undefined;
  const isCase = mode === 'case';
  const weight = formatWeight(product.weight, weightUnit);
  const fbaTypeError = problem?.code === 'FBA_TYPE_MISSING' ? problem.message : undefined;
  const hasType = !!product.fbaType && product.fbaType !== NOT_ATTACHED;
  const source = describeFbaTypeSource(product);
  const rule = isCase ? product.packagingRules.find((r) => r.categoryBoxId === shown.categoryId) : undefined;
  const ruleCount = product.packagingRules.length;
  const quantityError =
    problem?.code === 'QUANTITY_INVALID' || problem?.code === 'UNITS_OVER_LIMIT' || problem?.code === 'NOT_WHOLE_CASES'
      ? problem.message
      : undefined;
  // A selected expiration-dated SKU: Amazon needs its date, which the drawer's card takes.
  const expiryNote = item && isExpirable(product) ? planItemMessages.expiryOnCard : undefined;
  // A selected row whose listing Amazon would refuse (or may refuse) says so on its status.
  const listingNote =
    problem?.code === 'LISTING_INCOMPLETE'
      ? problem.message
      : warning === shipmentItemMessages.listingInactive
        ? warning
        : undefined;

  const openFbaTypes = (e: MouseEvent<HTMLElement>) =>
    handlers.onOpenMenu(e.currentTarget, product, { kind: 'fbaType', value: product.fbaType });
  const openRules = (e: MouseEvent<HTMLElement>) =>
    handlers.onOpenMenu(e.currentTarget, product, { kind: 'rule', value: shown.categoryId });

  return (
    <tr className={item ? 'sku-row is-selected' : 'sku-row'}>
      <td className="sku-check">
        <input
          type="checkbox"
          checked={item !== undefined}
          disabled={locked}
          onChange={(e) => handlers.onSelect([product], e.target.checked)}
          aria-label={`Select ${product.sellerSku}`}
        />
      </td>
      <td>
        <div className="sku-product">
          <span className="sku-thumb">
            {plainIcons.inventory}
            {product.imageUrl && (
              <img
                // One element a picture: rows are reused across pages, and a picture that failed hid its element.
                key={product.imageUrl}
                src={thumbnailUrl(product.imageUrl)}
                alt=""
                loading="lazy"
                // A picture that does not load leaves the box icon under it.
                onError={(e) => (e.currentTarget.style.visibility = 'hidden')}
              />
            )}
          </span>
          <span className="sku-text">
            <span className="sku-name" data-testid="product-title">
              {cut(product.title || '—', TITLE_CUT)}
            </span>
            <span className="sku-meta">SKU: {cut(product.sellerSku, SKU_CUT)}</span>
            <span className="sku-meta sku-ids">
              <span>ASIN: {product.asin || '—'}</span>
              <span>FNSKU: {product.fnsku || '—'}</span>
            </span>
          </span>
        </div>
      </td>
      <td>
        <span className="sku-weight">
          <span className={weight === '—' ? 'is-empty' : undefined} data-testid="product-weight">
            {weight}
          </span>
          <button
            type="button"
            className="sku-icon-button"
            aria-label="Set Item Weight"
            title="Set Item Weight"
            onClick={() => handlers.onEditWeight(product)}
          >
            {plainIcons.edit}
          </button>
        </span>
      </td>
      <td>
        <span
          className={`sku-chip is-${product.status.toLowerCase()}${listingNote ? ' is-flagged' : ''}`}
          title={listingNote}
          aria-label={listingNote ? `${product.status}: ${listingNote}` : undefined}
        >
          {product.status}
        </span>
      </td>
      <td className="is-number">{product.afnFulfillableQuantity}</td>
      <td className={product.listPrice === null ? 'is-number is-empty' : 'is-number'}>
        {formatPrice(product.listPrice)}
      </td>
      <td>
        <span className="sku-expirable">
          <span className="sku-meta">
            Amazon: <b>{product.amzExpirable ? 'Yes' : 'No'}</b>
          </span>
          <label className="sku-switch">
            <input
              type="checkbox"
              role="switch"
              checked={product.expirable ?? false}
              disabled={saving}
              onChange={(e) => handlers.onExpirableChange(product, e.target.checked)}
            />
            Yours
          </label>
          {expiryNote ? (
            <span className="sku-caption is-note" data-testid="expiry-note" title={expiryNote}>
              Needs its expiry date
            </span>
          ) : null}
        </span>
      </td>
      <td>
        <button
          type="button"
          role="combobox"
          aria-haspopup="listbox"
          aria-expanded="false"
          aria-label="Fba Type"
          aria-invalid={fbaTypeError ? true : undefined}
          title={fbaTypeError}
          className={`sku-select sku-fba-type${fbaTypeError ? ' is-error' : ''}${hasType ? '' : ' is-empty'}`}
          disabled={saving}
          onClick={openFbaTypes}
        >
          <span>{hasType ? product.fbaType : NOT_ATTACHED}</span>
          {plainIcons.arrowDropDown}
        </button>
        {source ? (
          <div className="sku-caption" data-testid="fba-type-source">
            {source}
          </div>
        ) : null}
      </td>
      <td>
        <CountInput
          label="No. of Boxes"
          value={isCase ? shown.boxCount : null}
          disabled={locked || !isCase}
          error={problem?.code === 'BOX_COUNT_INVALID' ? problem.message : undefined}
          onChange={(boxCount) => handlers.onItemChange(product, { boxCount })}
        />
      </td>
      <td>
        {isCase && ruleCount > 0 ? (
          <button
            type="button"
            role="combobox"
            aria-haspopup="listbox"
            aria-expanded="false"
            aria-label="Packaging Rule"
            className="sku-select sku-rule"
            onClick={openRules}
          >
            <span>{rule?.name ?? ''}</span>
            {plainIcons.arrowDropDown}
          </button>
        ) : (
          <span className="is-empty">-</span>
        )}
      </td>
      <td>
        <CountInput
          label={isCase ? 'In a Box' : 'Quantity'}
          value={shown.quantity}
          disabled={locked}
          error={quantityError}
          warning={warning}
          onChange={(quantity) => handlers.onItemChange(product, { quantity })}
        />
      </td>
      <td>
        <button
          type="button"
          className={ruleCount > 0 ? 'sku-rules-button has-rules' : 'sku-rules-button'}
          aria-label={`Packaging Rules (${ruleCount})`}
          title="Set Packeging Rule"
          onClick={() => handlers.onOpenRules(product)}
        >
          {plainIcons.inventory}
          {ruleCount}
        </button>
      </td>
    </tr>
  );
});
