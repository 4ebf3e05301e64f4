import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useLayoutEffect, useRef, useState } from 'react';
import { useDrawnFromServer } from '../app/firstScreen.ts';

const LOGO_WIDTH = 160;
const LOGO_HEIGHT = 40;

/**
 * The store's logo in a fixed box, so it never shifts the layout; a pulsing placeholder holds
 * its place until the image has loaded. `src` undefined means the path is still loading;
 * null means the store has no logo, and its name stands in.
 */
export function StoreLogo(props: { src: string | null | undefined; alt: string }) {
  // Drawn on the server, the image is shown as the browser loads it, like any image of the page:
  // hidden until a script said it loaded, it stayed a grey block until the scripts ran (and for
  // good without them).
  const drawnFromServer = useDrawnFromServer();
  const [loaded, setLoaded] = useState(drawnFromServer);
  const image = useRef<HTMLImageElement>(null);
  // An image the page already has (the served page's frame showed it) is complete at once: shown
  // before the first paint, with no placeholder flashing in its place.
  useLayoutEffect(() => {
    if (props.src && image.current?.complete && image.current.naturalWidth > 0) setLoaded(true);
  }, [props.src]);
  if (props.src === null) {
    return (
      <Typography component="span" variant="h6" sx={{ fontWeight: 700 }}>
        {props.alt}
      </Typography>
    );
  }
  return (
    <Box sx={{ position: 'relative', width: LOGO_WIDTH, height: LOGO_HEIGHT, flexShrink: 0 }}>
      {!loaded && (
        <Skeleton
          data-testid="logo-placeholder"
          variant="rounded"
          animation="pulse"
          width={LOGO_WIDTH}
          height={LOGO_HEIGHT}
          sx={{ position: 'absolute', inset: 0 }}
        />
      )}
      {props.src && (
        <img
          ref={image}
          src={props.src}
          alt={props.alt}
          width={LOGO_WIDTH}
          height={LOGO_HEIGHT}
          onLoad={() => setLoaded(true)}
          style={{ objectFit: 'contain', opacity: loaded ? 1 : 0, display: 'block' }}
        />
      )}
    </Box>
  );
}
