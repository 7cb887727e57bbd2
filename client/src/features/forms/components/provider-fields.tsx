import { nextField, submissionIdField } from '@coop/contract';
import { useEffect, useRef } from 'react';
import { isOwnEndpoint } from '../../../config/form-endpoints';
import { paths } from '../../../config/paths';
import { HoneypotField } from '../../../components/honeypot-field';
import { absoluteUrl } from '../../../lib/site-url';

/**
 * A fresh id for each post, written as the form is submitted (pre-rendered HTML is the same for every
 * visitor, and a page restored from the back-forward cache must not reuse the last one). A post that the
 * offline queue sends again carries the same id, and the collector stores it once.
 */
function SubmissionIdField() {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const form = input.current?.form;
    if (!form) return;
    const stamp = () => {
      if (input.current) input.current.value = crypto.randomUUID();
    };
    form.addEventListener('submit', stamp);
    return () => form.removeEventListener('submit', stamp);
  }, []);
  return <input ref={input} type="hidden" name={submissionIdField} defaultValue="" />;
}

/**
 * The form-provider fields of a native post: `_next`, the thank-you
 * page to land on, and the `_gotcha` honeypot. Our own collector takes a path;
 * a provider on another host needs the full address.
 */
export function ProviderFields({ endpoint }: { endpoint: string }) {
  const thankYou = paths.thankYou.getHref();
  return (
    <>
      <input type="hidden" name={nextField} value={isOwnEndpoint(endpoint) ? thankYou : absoluteUrl(thankYou)} />
      <HoneypotField />
      <SubmissionIdField />
    </>
  );
}
