"use client";

import { useEffect } from "react";
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "@/components/ui/toast";
import { markToastListOnScreen, type ToasterToast } from "@/components/ui/use-toast";

/** The toasts on screen, with Radix's viewport (F8 focus, swipe, announcements). Loaded by Toaster on the first toast. */
export function ToastList({ toasts }: { toasts: ToasterToast[] }) {
  useEffect(markToastListOnScreen, []);
  return (
    <ToastProvider>
      {toasts.map(({ id, title, description, ...props }) => (
        <Toast key={id} {...props}>
          <div className="grid gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}
