/** The assistant is not a doctor and its advice is educational. Sent with every answer. */
export const MEDICAL_DISCLAIMER =
  "This assistant is not a doctor. Its answers are general education, not a diagnosis or treatment plan, and do not replace " +
  "advice from a qualified healthcare professional. Talk to your doctor before changing medication, supplements, diet or " +
  "training. In an emergency, call 112.";
