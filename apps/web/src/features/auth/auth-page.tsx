import { useQueryClient } from '@tanstack/react-query';
import { PlayCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Logo } from '../../components/layout/logo.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { notify } from '../../lib/notify.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useDemoSignIn } from '../landing/use-demo-sign-in.ts';
import { AuthBrandPanel } from './auth-brand-panel.tsx';
import { AuthNotice } from './auth-notice.tsx';
import { ForgotPasswordDialog } from './forgot-password-dialog.tsx';
import { getSignInTarget } from './get-sign-in-target.ts';
import { SignInForm } from './sign-in-form.tsx';
import { SignUpForm } from './sign-up-form.tsx';
import { TwoFactorStep } from './two-factor-step.tsx';
import { SESSION_KEY } from './use-session.ts';

type AuthTab = 'sign-in' | 'sign-up';

interface PageNotice {
  tone: 'success' | 'error';
  title?: string;
  text: string;
}

/**
 * /auth (SPEC §2): sign in or sign up in one card, with the forgot-password dialog, the two-factor
 * step, the demo shortcut, and the banners after registration and after the e-mailed
 * verification link (?verified=1 or ?error=…). Wide screens show the product pitch beside it.
 */
export default function AuthPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('documentTitle'));
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const demo = useDemoSignIn();

  const [tab, setTab] = useState<AuthTab>(params.get('tab') === 'sign-up' ? 'sign-up' : 'sign-in');
  const [step, setStep] = useState<'credentials' | 'two-factor'>('credentials');
  const [registeredEmail, setRegisteredEmail] = useState('');
  const [forgot, setForgot] = useState({ open: false, email: '' });
  const [notice, setNotice] = useState<PageNotice | null>(() => {
    if (params.has('error')) return { tone: 'error', text: t('verification.failed') };
    if (params.get('verified') === '1') return { tone: 'success', text: t('verification.verified') };
    return null;
  });

  // The verification result is shown once; a reload or a shared link does not repeat it. A
  // `?redirect=` target goes into the navigation state at once, where the access guard of /auth
  // also looks after sign-in: both then send the user to the same page.
  useEffect(() => {
    const redirect = params.get('redirect');
    if (!params.has('verified') && !params.has('error') && !redirect) return;
    const next = new URLSearchParams(params);
    next.delete('verified');
    next.delete('error');
    next.delete('redirect');
    const target = new URL(
      getSignInTarget(location.state, redirect, window.location.origin),
      window.location.origin,
    );
    const from = { pathname: target.pathname, search: target.search, hash: target.hash };
    setParams(next, { replace: true, state: redirect ? { from } : location.state });
  }, [params, setParams, location.state]);

  function changeTab(value: string) {
    setTab(value === 'sign-up' ? 'sign-up' : 'sign-in');
    setNotice(null);
  }

  function onRegistered(email: string) {
    setRegisteredEmail(email);
    setNotice({ tone: 'success', title: t('signUp.successTitle'), text: t('signUp.success') });
    setTab('sign-in');
  }

  async function onSignedIn() {
    notify.success(t('signIn.success'));
    const target = getSignInTarget(location.state, null, window.location.origin);
    await queryClient.invalidateQueries({ queryKey: SESSION_KEY });
    navigate(target, { replace: true });
  }

  function restartSignIn(reason?: string) {
    setStep('credentials');
    setNotice(reason ? { tone: 'error', text: reason } : null);
  }

  const heading = step === 'two-factor' ? null : tab === 'sign-in' ? 'signIn' : 'signUp';

  return (
    <div className="grid lg:min-h-[calc(100dvh-4rem)] lg:grid-cols-[minmax(0,1.05fr)_minmax(0,1fr)]">
      <AuthBrandPanel className="hidden lg:flex" />
      <div className="flex items-start justify-center px-4 py-8 sm:px-6 sm:py-12 lg:items-center">
        <div className="w-full max-w-md">
          <Card className="p-5 shadow-lg shadow-slate-900/5 sm:p-8 dark:shadow-black/30">
            {heading && (
              <div className="mb-6">
                <Logo compact className="lg:hidden" />
                <h1 className="mt-4 text-2xl font-semibold tracking-tight text-fg lg:mt-0">
                  {t(`heading.${heading}`)}
                </h1>
                <p className="mt-1 text-sm text-muted">{t(`heading.${heading}Lead`)}</p>
              </div>
            )}
            {notice && (
              <AuthNotice tone={notice.tone} title={notice.title} className="mb-5">
                {notice.text}
              </AuthNotice>
            )}
            {step === 'two-factor' ? (
              <TwoFactorStep onVerified={onSignedIn} onRestart={restartSignIn} />
            ) : (
              <Tabs value={tab} onValueChange={changeTab}>
                <TabsList className="w-full" aria-label={t('tabs.label')}>
                  <TabsTrigger value="sign-in" className="flex-1">
                    {t('tabs.signIn')}
                  </TabsTrigger>
                  <TabsTrigger value="sign-up" className="flex-1">
                    {t('tabs.signUp')}
                  </TabsTrigger>
                </TabsList>
                <TabsContent value="sign-in" className="mt-6">
                  <SignInForm
                    key={registeredEmail}
                    defaultEmail={registeredEmail}
                    onSignedIn={onSignedIn}
                    onTwoFactor={() => {
                      setNotice(null);
                      setStep('two-factor');
                    }}
                    onForgotPassword={(email) => setForgot({ open: true, email })}
                  />
                </TabsContent>
                <TabsContent value="sign-up" className="mt-6">
                  <SignUpForm onRegistered={onRegistered} />
                </TabsContent>
              </Tabs>
            )}
          </Card>

          {step === 'credentials' && (
            <div className="mt-6">
              <div
                className="flex items-center gap-3 text-xs uppercase tracking-wider text-muted"
                aria-hidden
              >
                <span className="h-px flex-1 bg-border" />
                {t('demo.divider')}
                <span className="h-px flex-1 bg-border" />
              </div>
              <Button
                variant="secondary"
                size="lg"
                className="mt-4 w-full"
                loading={demo.isPending}
                onClick={() => demo.mutate()}
              >
                {!demo.isPending && <PlayCircle className="h-4 w-4 text-accent" aria-hidden />}
                {t('demo.button')}
              </Button>
              <p className="mt-2 text-center text-xs text-muted">{t('demo.hint')}</p>
            </div>
          )}
        </div>
      </div>
      <ForgotPasswordDialog
        open={forgot.open}
        defaultEmail={forgot.email}
        onOpenChange={(open) => setForgot((current) => ({ ...current, open }))}
      />
    </div>
  );
}
