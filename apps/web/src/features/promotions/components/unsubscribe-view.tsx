import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PROMOTION_TEXTS } from '@shop/shared';
import { ButtonLink } from '../../../components/ui/button';
import { StateMessage } from '../../../components/ui/status';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { unsubscribe } from '../api/admin';

/** /unsubscribe?token=…: the link in a marketing mail; no sign-in needed. */
export function UnsubscribeView() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<{ done: boolean; message: string } | null>(null);
  useEffect(() => {
    let live = true;
    unsubscribe(token)
      .then(() => live && setState({ done: true, message: PROMOTION_TEXTS.unsubscribed }))
      .catch(
        (error: unknown) =>
          live && setState({ done: false, message: errorMessage(error, PROMOTION_TEXTS.unsubscribeInvalid) }),
      );
    return () => {
      live = false;
    };
  }, [token]);
  return (
    <StateMessage action={<ButtonLink to={paths.home}>Back to the shop</ButtonLink>}>
      {state ? state.message : 'One moment…'}
    </StateMessage>
  );
}
