/**
 * Class names for the shop's buttons and button-like links, so every button looks the same.
 * The classes are defined in ui.css; `extra` utilities override them.
 */
const variants = {
  primary: 'btn-primary',
  accent: 'btn-accent',
  outline: 'btn-outline',
  ghost: 'btn-ghost',
} as const;

const sizes = {
  sm: 'btn-sm',
  md: 'btn-md',
  lg: 'btn-lg',
  icon: 'btn-icon',
} as const;

export function buttonClass(
  variant: keyof typeof variants = 'primary',
  size: keyof typeof sizes = 'md',
  extra = '',
): string {
  return `btn ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}
