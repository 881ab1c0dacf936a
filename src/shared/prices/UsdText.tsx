import Box from '@mui/material/Box';

/** A USD equivalent beside a token amount ('≈ $12.34'), quieter than the amount; nothing when unknown. */
export function UsdText({ text, testId }: { text: string | null; testId?: string }) {
  if (text === null) return null;
  return (
    <Box component="span" data-testid={testId} sx={{ ml: 0.75, color: 'text.secondary', fontWeight: 400, whiteSpace: 'nowrap' }}>
      {text}
    </Box>
  );
}
