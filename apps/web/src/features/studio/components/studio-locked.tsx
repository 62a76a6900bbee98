import { LockedFeature } from '../../../components/locked-feature';
import { useTranslation } from '../../../lib/i18n';
import { useStudioT } from '../i18n';

/** The studio is a paid feature: a free license sees what it does and how to get it. */
export function StudioLocked() {
  const st = useStudioT();
  const { t } = useTranslation();
  return <LockedFeature feature={st('studio.list.title')} about={t('staff.features.about.cs_clearsheet_studio')} />;
}
