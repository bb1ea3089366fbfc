import { AUTH_ERRORS } from '@shop/shared/auth/errors';
import { messageFormSchema, messageListQuerySchema } from '@shop/shared/admin/messages';
import { redirect, useSearchParams } from 'react-router';
import { handleForm, sendToServer, skipAfterUnsent } from '~/components/form/shop-form';
import { adminMeta } from '~/features/admin/admin-meta';
import { listQuery } from '~/features/admin/list-query';
import { MessagesView, savedText } from '~/features/admin/messages-view';
import type { Route } from './+types/messages';
import { pageContext } from '@shop/shared/ssr/page-context-key';

export const meta: Route.MetaFunction = () => adminMeta('Messages');

/** The address without its one-off parts: what the list's links and pages keep. */
function listParams(params: URLSearchParams) {
  const rest = new URLSearchParams(params);
  rest.delete('id');
  rest.delete('saved');
  return rest;
}

/** A page of the inbox and the message `?id=` opens, read on the server. */
export async function loader({ context: routerContext, url }: Route.LoaderArgs) {
  const context = routerContext.get(pageContext);
  if (!context.staff) throw redirect('/admin');
  const { query, errors } = listQuery(messageListQuerySchema, url, ['id', 'saved']);
  const id = Number(url.searchParams.get('id'));
  const openId = Number.isSafeInteger(id) && id > 0 ? id : undefined;
  const [inbox, open] = await Promise.all([
    context.staff.messages.list(query),
    openId === undefined ? undefined : context.staff.messages.get(openId),
  ]);
  return { inbox, open, openId, errors };
}

/**
 * Marks the message read or unread, or emails the reply; then back to it with the outcome
 * (post-redirect-get). A reply refused (empty, too long) stays in the form with its error.
 */
export async function action({ context: routerContext, request, url }: Route.ActionArgs) {
  const context = routerContext.get(pageContext);
  const staff = context.staff;
  if (!staff) throw redirect('/admin');
  return handleForm(
    await request.formData(),
    messageFormSchema,
    async (form) => {
      const { id, intent } = form;
      if (form.intent === 'reply') await staff.messages.reply(id, form.body);
      else await staff.messages.setRead(id, form.intent === 'read');
      const next = listParams(url.searchParams);
      next.set('id', String(id));
      next.set('saved', intent);
      return redirect(`${url.pathname}?${next}`);
    },
    AUTH_ERRORS.unexpected,
  );
}

export const clientAction = (args: Route.ClientActionArgs) =>
  sendToServer(args, AUTH_ERRORS.unexpected);

export const shouldRevalidate = skipAfterUnsent;

export default function AdminMessagesPage({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  return (
    <MessagesView
      {...loaderData}
      params={listParams(params)}
      saved={savedText(params.get('saved'))}
      lastResult={actionData}
    />
  );
}
