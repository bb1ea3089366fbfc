import { adminMeta } from '~/features/admin/admin-meta';
import { MessagesView } from '~/features/admin/messages-view';
import type { Route } from './+types/messages';

export const meta: Route.MetaFunction = () => adminMeta('Messages');

export default function AdminMessagesPage() {
  return <MessagesView />;
}
