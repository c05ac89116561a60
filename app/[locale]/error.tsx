"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

type ErrorPageProps = { error: unknown; retry: () => void };

export default function ErrorPage({ error, retry }: ErrorPageProps) {
  const t = useTranslations("error");
  const detail = process.env.NODE_ENV !== "production" && error instanceof Error ? error.message : null;
  return (
    <div role="alert" className="message-screen">
      <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
      <p className="mt-4 text-slate-600">{t("message")}</p>
      {detail ? (
        <pre className="mt-4 max-w-full overflow-x-auto rounded-md bg-slate-100 p-3 text-left text-xs text-slate-800">
          {detail}
        </pre>
      ) : null}
      <Button className="mt-8" onClick={() => retry()}>
        {t("retry")}
      </Button>
    </div>
  );
}
