import config from '@truffe/eslint-config';

export default config;
