/** Staff sign-in: e-mail, password and the authenticator app's code (all three checked by the server). */
import { Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { LocalesMenuButton, useLogin, useTranslate } from 'react-admin';

export function LoginPage() {
  const login = useLogin();
  const translate = useTranslate();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<{ message: string } | null>(null);
  const alert = useRef<HTMLParagraphElement>(null);
  // A refusal takes the focus: the submit button, disabled while pending, had dropped it to the page's body,
  // and a keyboard user started again from the top. A new object each time, so the same refusal twice moves
  // the focus again.
  useEffect(() => {
    if (error) alert.current?.focus();
  }, [error]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    setError(null);
    login({
      email: String(form.get('email') ?? ''),
      password: String(form.get('password') ?? ''),
      code: String(form.get('code') ?? ''),
    }).catch((failure: Error) => {
      // Said once, beside the form (a notice as well made screen readers read it twice).
      setPending(false);
      setError({ message: failure.message });
    });
  };

  return (
    <Box
      component="main"
      sx={{
        display: 'flex',
        justifyContent: 'center',
        alignItems: 'flex-start',
        minHeight: '100vh',
        pt: 10,
        bgcolor: 'grey.100',
      }}
    >
      <Card sx={{ width: 420 }}>
        <CardContent>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
            <Typography component="h1" variant="h5">
              {translate('truffe.login.heading')}
            </Typography>
            <LocalesMenuButton />
          </Box>
          <Box
            component="form"
            method="post"
            onSubmit={submit}
            noValidate={false}
            sx={{ display: 'grid', gap: 2, mt: 2 }}
          >
            <TextField
              name="email"
              type="email"
              label={translate('truffe.login.email')}
              autoComplete="username"
              required
            />
            <TextField
              name="password"
              type="password"
              label={translate('truffe.login.password')}
              autoComplete="current-password"
              required
            />
            <TextField
              name="code"
              label={translate('truffe.login.code')}
              autoComplete="one-time-code"
              required
              slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]{6}', maxLength: 6 } }}
            />
            {error ? (
              <Typography role="alert" color="error" tabIndex={-1} ref={alert}>
                {error.message}
              </Typography>
            ) : null}
            <Button type="submit" variant="contained" disabled={pending}>
              {translate('truffe.login.submit')}
            </Button>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
