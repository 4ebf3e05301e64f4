import Box from '@mui/material/Box';

/**
 * A round count beside a control's label (the cart's products, an enquiry's unread replies). The
 * number is drawn (CSS generated content), not text: the control's visible text stays its label,
 * which the control's name (saying the count in words) contains, as speech input expects (WCAG
 * 2.5.3; axe's label-content-name-mismatch counted a digit in the text as missing from the name).
 * `value`: the count as shown (formatted for the language, or capped as "99+").
 */
export function CountBadge(props: { value: string }) {
  return (
    <Box
      component="span"
      aria-hidden="true"
      data-count={props.value}
      sx={{
        '&::after': { content: 'attr(data-count)' },
        minWidth: 20,
        height: 20,
        px: 0.75,
        borderRadius: 10,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontSize: 12,
        fontWeight: 700,
        lineHeight: '20px',
        textAlign: 'center',
      }}
    />
  );
}
