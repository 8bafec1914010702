/** The engine and the parser write fragments ("add €40 to the budget"); shown on their own they read as sentences. */
export const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
