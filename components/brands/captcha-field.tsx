"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { Input } from "@/components/ui/input";
import type { UseFormRegisterReturn } from "react-hook-form";
import type { CaptchaState } from "./use-captcha";

type Props = { id: string; captcha: CaptchaState; error?: string; answer: UseFormRegisterReturn };

/** A sum of two numbers, answered in a number input; the question comes signed from the server. */
export function CaptchaField({ id, captcha, error, answer }: Props) {
  const t = useTranslations("captcha");
  const errorId = `${id}-error`;
  const question = captcha.challenge?.question ?? (captcha.failed ? t("questionFailed") : t("loadingQuestion"));
  return (
    <div className="flex flex-col gap-1.5" data-testid="captcha">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {t("securityCheck")} <span data-testid="captcha-question">{question}</span>
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          type="number"
          inputMode="numeric"
          autoComplete="off"
          min={2}
          max={20}
          step={1}
          placeholder={t("answerPlaceholder")}
          className="max-w-40"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          data-testid="captcha-answer"
          {...answer}
        />
        <Button
          type="button"
          variant="outline"
          size="icon"
          onClick={captcha.refresh}
          aria-label={t("newQuestion")}
          data-testid="captcha-refresh"
        >
          <Icon name="refresh-cw" />
        </Button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700" data-testid="captcha-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
