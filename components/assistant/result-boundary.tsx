"use client";

import { Component, type ReactNode } from "react";

/** If the lazily loaded result view cannot load (offline), show nothing rather than break the island; retried per question. */
export class ResultBoundary extends Component<
  { children: ReactNode; resetKey: number },
  { failed: boolean; key: number }
> {
  state = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: { resetKey: number }, state: { failed: boolean; key: number }) {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
