"use client";

import { useTranslations } from "next-intl";
import useSWR from "swr";
import { Button } from "@/components/ui/button";
import { getQueryFn, swrConfig } from "@/lib/api-client";

type Providers = Record<string, { id: string; name: string }>;

const fetchProviders = getQueryFn({ on401: "returnNull" }) as (key: string) => Promise<Providers | null>;

/** "Continue with …" for each OAuth provider the server has configured (none by default: the list answers 404). */
export function OAuthButtons({ returnTo = "/" }: { returnTo?: string }) {
  const t = useTranslations("account.auth");
  const { data } = useSWR<Providers | null>(
    "/api/auth/providers",
    (key: string) => fetchProviders(key).catch(() => null),
    { ...swrConfig, shouldRetryOnError: false },
  );
  const providers = Object.values(data ?? {});
  if (!providers.length) return null;
  const start = async (id: string) => {
    const { signIn } = await import("next-auth/react");
    await signIn(id, { callbackUrl: returnTo });
  };
  return (
    <div className="flex flex-col gap-2" data-testid="oauth-buttons">
      {providers.map((provider) => (
        <Button key={provider.id} variant="outline" onClick={() => void start(provider.id)}>
          {t("continueWith", { provider: provider.name })}
        </Button>
      ))}
      <p className="text-center text-xs text-slate-500">{t("orEmail")}</p>
    </div>
  );
}
