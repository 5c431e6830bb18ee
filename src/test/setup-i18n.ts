import { i18n } from '@lingui/core';

// Code under test speaks the source language, English, with its messages compiled at run time from
// the code (the test build keeps them), as the app does before a reader picks another language.
i18n.loadAndActivate({ locale: 'en', messages: {} });
