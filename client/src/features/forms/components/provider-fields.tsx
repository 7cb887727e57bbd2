import { isOwnEndpoint } from '../../../config/form-endpoints';
import { paths } from '../../../config/paths';
import { HoneypotField } from '../../../components/honeypot-field';
import { absoluteUrl } from '../../../lib/site-url';

/**
 * The form-provider fields of a native post (SPEC §7): `_next`, the thank-you
 * page to land on, and the `_gotcha` honeypot. Our own collector takes a path;
 * a provider on another host needs the full address.
 */
export function ProviderFields({ endpoint }: { endpoint: string }) {
  const thankYou = paths.thankYou.getHref();
  return (
    <>
      <input type="hidden" name="_next" value={isOwnEndpoint(endpoint) ? thankYou : absoluteUrl(thankYou)} />
      <HoneypotField />
    </>
  );
}
