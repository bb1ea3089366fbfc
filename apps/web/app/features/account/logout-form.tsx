import type { ButtonHTMLAttributes } from 'react';
import { Form } from 'react-router';

/**
 * Logout as a form posted to /logout (routes/logout.tsx), so it works before JavaScript; the
 * button's look and role are the caller's (a menu item, an outline button).
 */
export function LogoutButton(props: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'>) {
  return (
    <Form method="post" action="/logout" className="contents">
      <button type="submit" {...props} />
    </Form>
  );
}
