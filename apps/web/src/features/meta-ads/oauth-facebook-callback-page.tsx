import { useTranslation } from 'react-i18next';
import { OauthCallback } from '../connections/oauth-google-callback-page.tsx';
import { finishMetaConnection } from '../connections/use-connections.ts';

/**
 * /oauth/facebook/callback (SPEC §2): where Meta's login dialog sends the browser back. The code
 * and state go to the shop the state names; then the ad accounts load on /facebook.
 */
export default function OauthFacebookCallbackPage() {
  const { t } = useTranslation('metaAds');
  return (
    <OauthCallback
      finish={finishMetaConnection}
      texts={{
        workingTitle: t('callback.working'),
        workingDescription: t('callback.workingDescription'),
        cancelledDescription: t('callback.cancelled'),
        invalidTitle: t('callback.invalidTitle'),
        invalidDescription: t('callback.invalid'),
        successDescription: t('callback.success'),
      }}
    />
  );
}
