import { Icon } from '~/components/ui/icon';
import { useT } from '~/lib/i18n/i18n';

/** Low stock is worth telling: at or below this many units the count is shown. */
const LOW_STOCK = 5;

/** 'In Stock' (with 'only N left' when few remain) or 'Out of Stock'. */
export function StockStatus({ inStock, stock }: { inStock: boolean; stock: number }) {
  const t = useT();
  if (!inStock) {
    return (
      <p className="inline-flex items-center gap-1.5 text-sm font-semibold text-red-700">
        <Icon name="circle-x" className="h-4 w-4" />
        {t('common.outOfStock')}
      </p>
    );
  }
  return (
    <p className="inline-flex items-center gap-1.5 text-sm font-semibold text-emerald-700">
      <Icon name="circle-check" className="h-4 w-4" />
      {t('common.inStock')}
      {stock <= LOW_STOCK && (
        <span className="font-medium text-amber-700">{t('common.onlyLeft', { count: stock })}</span>
      )}
    </p>
  );
}
