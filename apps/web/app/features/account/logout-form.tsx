import type { ButtonHTMLAttributes } from 'react';
import { Form } from 'react-router';
import { useLocalPath } from '~/lib/i18n/i18n';

/**
 * Logout as a form posted to /logout (routes/logout.tsx), so it works before JavaScript; the
 * button's look and role are the caller's (a menu item, an outline button).
 */
export function LogoutButton(props: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'>) {
  const localPath = useLocalPath();
  return (
    <Form method="post" action={localPath('/logout')} className="contents">
      <button type="submit" {...props} />
    </Form>
  );
}
