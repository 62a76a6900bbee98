import { useCallback } from 'react';
import { addFeatureBundle, addTexts, type BundleKey, useFeatureT } from '../../../lib/i18n';

// The sign-out question's texts, apart from the player's: the student layout loads these on every page.

const en = {
  title: 'Answers not sent yet',
  body_one:
    'You have {{count}} answer not yet sent. It will be kept on this device and sent next time you sign in. Sign out?',
  body_other:
    'You have {{count}} answers not yet sent. They will be kept on this device and sent next time you sign in. Sign out?',
  confirm: 'Sign out',
  cancel: 'Stay signed in',
};

const es: typeof en = {
  title: 'Respuestas sin enviar',
  body_one:
    'Tienes {{count}} respuesta sin enviar. Se guardará en este dispositivo y se enviará la próxima vez que inicies sesión. ¿Cerrar sesión?',
  body_other:
    'Tienes {{count}} respuestas sin enviar. Se guardarán en este dispositivo y se enviarán la próxima vez que inicies sesión. ¿Cerrar sesión?',
  confirm: 'Cerrar sesión',
  cancel: 'Seguir conectado',
};

const bundle = addFeatureBundle({ playerSignOut: en });
addTexts('es', { playerSignOut: es });

type SignOutT = (key: BundleKey<typeof en>, options?: Record<string, unknown>) => string;

export function useSignOutT(): SignOutT {
  const t = useFeatureT<typeof bundle>();
  return useCallback<SignOutT>((key, options) => t(`playerSignOut.${key}` as BundleKey<typeof bundle>, options), [t]);
}
