import { Fragment } from 'react';
import { FlagLabel } from '../../../components/flag';

/** '[flag] US — United States': marketplace codes are country codes. */
export function MarketplaceLabel({ code, name }: { code: string; name: string }) {
  return <FlagLabel code={code}>{`${code} — ${name}`}</FlagLabel>;
}

/** '[flag] US, [flag] CA' */
export function MarketplaceCodes({ codes }: { codes: readonly string[] }) {
  if (codes.length === 0) return <>—</>;
  return (
    <>
      {codes.map((code, index) => (
        <Fragment key={code}>
          {index > 0 && ', '}
          <FlagLabel code={code}>{code}</FlagLabel>
        </Fragment>
      ))}
    </>
  );
}
