import { useParams, useSearchParams } from 'react-router';
import { CheckCircle2, XCircle } from 'lucide-react';
import { COD_TEXTS, COD_UI_TEXTS, CodConfirmAction } from '@shop/shared';
import { Button, ButtonLink } from '../../../components/ui/button';
import { PageMeta } from '../../../components/ui/page-meta';
import { StateMessage } from '../../../components/ui/status';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useScreenTexts, useTranslateMessage } from '../../../lib/i18n';
import { useConfirmCodOrder } from '../api/cod-risk';

/**
 * /confirm-cod/:id?token=…&action=confirm|cancel: the page the mailed links open. The answer is
 * sent by one tap on its button, never by opening the page (a mail scanner that opens every link
 * must not confirm or cancel anything). No sign-in needed: the signed token is the permission.
 */
export function ConfirmCodView() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const parsed = CodConfirmAction.safeParse(search.get('action') ?? 'confirm');
  const action = parsed.success ? parsed.data : 'confirm';
  const answer = useConfirmCodOrder();
  const texts = useScreenTexts('codPanel', COD_UI_TEXTS);
  const translate = useTranslateMessage();

  if (!id || !token) return <StateMessage>{texts.linkBroken}</StateMessage>;
  const confirming = action === 'confirm';
  const title = confirming ? texts.confirmTitle : texts.cancelTitle;

  return (
    <div className="container-page flex justify-center py-10">
      <PageMeta title={title} />
      <section className="card flex w-full max-w-md flex-col gap-4 p-6" aria-labelledby="confirm-cod-title">
        <h1 id="confirm-cod-title" className="text-2xl font-bold">
          {title}
        </h1>
        {answer.isSuccess ? (
          <p role="status" className="flex items-start gap-2 text-ink-soft">
            {confirming ? (
              <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-success" aria-hidden />
            ) : (
              <XCircle className="mt-0.5 size-5 shrink-0 text-danger" aria-hidden />
            )}
            <span className="min-w-0 flex-1">
              <span className="block font-semibold text-ink">{texts.orderNumber(answer.data.orderNumber)}</span>
              {translate(answer.data.action === 'confirm' ? COD_TEXTS.confirmed : COD_TEXTS.cancelled)}
            </span>
          </p>
        ) : (
          <>
            <p className="text-ink-soft">{confirming ? texts.confirmLead : texts.cancelLead}</p>
            <Button
              variant={confirming ? 'primary' : 'danger'}
              size="lg"
              pending={answer.isPending}
              pendingText={texts.sending}
              onClick={() => answer.mutate({ orderId: id, token, action })}
            >
              {confirming ? texts.confirmButton : texts.cancelButton}
            </Button>
            {answer.isError ? (
              <p role="alert" className="text-sm font-medium text-danger">
                {translate(errorMessage(answer.error, texts.confirmFailed))}
              </p>
            ) : null}
          </>
        )}
        <ButtonLink to={paths.home} variant="secondary">
          {texts.continueShopping}
        </ButtonLink>
      </section>
    </div>
  );
}
