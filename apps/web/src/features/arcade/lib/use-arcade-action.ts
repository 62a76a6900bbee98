import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../../components/notify';
import { isApiError } from '../../../lib/api-error';
import { useTranslation } from '../../../lib/i18n';
import { messageKeyOf } from '../../../lib/message-key';
import { arcadeKeys } from '../api/arcade-api';
import { useArcadeT } from '../i18n';

/** The server's refusal in the student's language (a catalogue message), or "Something went wrong". */
export function useProblemText() {
  const { t } = useTranslation();
  return (error: unknown) => {
    const title = isApiError(error) ? error.title : '';
    const key = messageKeyOf(title);
    return key ? t(`messages.${key}`) : title || t('messages.somethingWentWrong');
  };
}

/** One arcade change: run it, tell the student what happened, then read the arcade again. */
export function useArcadeAction<A>(run: (arg: A) => Promise<unknown>, success: (arg: A) => string | null) {
  const t = useArcadeT();
  const client = useQueryClient();
  const problem = useProblemText();
  return useMutation({
    mutationFn: run,
    onSuccess: (_data, arg) => {
      const message = success(arg);
      if (message) notify({ message, closeLabel: t('close') });
    },
    onError: (error) => notify({ message: problem(error), error: true, closeLabel: t('close') }),
    onSettled: () => client.invalidateQueries({ queryKey: arcadeKeys.all }),
  });
}
