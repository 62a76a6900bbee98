import { Badge } from '@mantine/core';
import { useClassesT } from '../i18n';
import { StarIcon } from './class-icons';

/** "Premium": the class has no student limit. */
export function PremiumBadge() {
  const ct = useClassesT();
  return (
    <Badge color="yellow.3" c="dark.8" variant="filled" leftSection={<StarIcon size={12} />}>
      {ct('common.premium')}
    </Badge>
  );
}
