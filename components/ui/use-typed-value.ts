"use client";

import { useEffect, useRef, useState } from "react";

/**
 * A text box's value held in state, with the ref its input takes. A visitor may type into the server's markup before
 * the page hydrates: the box then shows the text while the state is empty (and a button that needs the text stays
 * disabled), so once hydrated the state takes up what the box holds.
 */
export function useTypedValue() {
  const ref = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState("");
  useEffect(() => {
    const typed = ref.current?.value;
    if (typed) setValue(typed);
  }, []);
  return [value, setValue, ref] as const;
}
