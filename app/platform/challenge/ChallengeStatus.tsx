import { useMessages } from "../../lib/i18n.tsx";

/**
 * Says that the browser is solving a challenge (a 428 answer). Always present, sr-only while
 * idle, so screen readers announce the check when it starts.
 */
export function ChallengeStatus({ solving }: { solving: boolean }) {
  const m = useMessages();
  return (
    <p className={solving ? "text-sm text-muted" : "sr-only"} role="status">
      {solving ? m.auth.solvingChallenge : ""}
    </p>
  );
}
