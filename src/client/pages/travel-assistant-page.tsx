import { ComingSoon } from '../components/content/coming-soon';

export function TravelAssistantPage() {
  return (
    <ComingSoon
      title="AI travel assistant"
      description="Chat about a trip and get changes proposed as reviewable edits to the real plan, which you can apply, discard or undo."
    />
  );
}
