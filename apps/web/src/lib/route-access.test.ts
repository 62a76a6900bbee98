import { describe, expect, it } from 'vitest';
import {
  canOpenPath,
  forbiddenPathFor,
  homePathFor,
  loginPathFor,
  postLoginTarget,
  safeRedirectPath,
} from './route-access';

describe('homePathFor', () => {
  it('sends each role to its own home', () => {
    expect(homePathFor('Student')).toBe('/student');
    expect(homePathFor('DistrictAdmin')).toBe('/districtadmin/report');
    for (const role of ['Teacher', 'SchoolAdmin', 'Principal', 'InstructionalCoach'] as const) {
      expect(homePathFor(role)).toBe('/teacher');
    }
  });
});

describe('forbiddenPathFor', () => {
  it('keeps students in the student area and staff in the staff area', () => {
    expect(forbiddenPathFor('Student')).toBe('/student/error403');
    expect(forbiddenPathFor('Teacher')).toBe('/teacher/error403');
    expect(forbiddenPathFor('DistrictAdmin')).toBe('/teacher/error403');
  });
});

describe('canOpenPath', () => {
  it('applies the page roles, ignoring case and a trailing slash', () => {
    expect(canOpenPath('Teacher', '/teacher')).toBe(true);
    expect(canOpenPath('Principal', '/Teacher/Dashboard/')).toBe(true);
    expect(canOpenPath('Student', '/teacher')).toBe(false);
    expect(canOpenPath('Teacher', '/student')).toBe(false);
    expect(canOpenPath('DistrictAdmin', '/districtadmin/report/')).toBe(true);
    expect(canOpenPath('SchoolAdmin', '/districtadmin/report')).toBe(false);
  });

  it('opens the lesson summary pages to every staff role and to no student', () => {
    const pages = [
      '/teacher/lessonsummary',
      '/teacher/lessonsummary/report',
      '/teacher/mylessonsummary',
      '/teacher/mylessonsummary/report',
      '/teacher/classlessonresult',
      '/teacher/schoollessondetails',
    ];
    for (const path of pages) {
      for (const role of ['Teacher', 'SchoolAdmin', 'Principal', 'InstructionalCoach', 'DistrictAdmin'] as const)
        expect(canOpenPath(role, path), `${role} ${path}`).toBe(true);
      expect(canOpenPath('Student', path), path).toBe(false);
    }
    expect(postLoginTarget('Principal', '/teacher/schoollessondetails?schoolId=2')).toBe(
      '/teacher/schoollessondetails?schoolId=2',
    );
  });

  it('opens My Clear Lessons (list, builder, live lesson) to every staff role and to no student', () => {
    const pages = [
      '/teacher/myclearlesson',
      '/teacher/myclearlesson/myclearlessonmanage',
      '/teacher/teachermyclearlesson/launchclearlesson/',
    ];
    for (const path of pages) {
      for (const role of ['Teacher', 'SchoolAdmin', 'Principal', 'InstructionalCoach', 'DistrictAdmin'] as const)
        expect(canOpenPath(role, path), `${role} ${path}`).toBe(true);
      expect(canOpenPath('Student', path), path).toBe(false);
    }
    expect(postLoginTarget('Teacher', '/teacher/myclearlesson/myclearlessonmanage?id=7')).toBe(
      '/teacher/myclearlesson/myclearlessonmanage?id=7',
    );
  });

  it('refuses pages that are not built', () => {
    expect(canOpenPath('Teacher', '/teacher/arcade')).toBe(false);
    expect(canOpenPath('Student', '/teacher/clearlesson')).toBe(false);
  });
});

describe('safeRedirectPath', () => {
  it('keeps same-origin paths with their query and hash', () => {
    expect(safeRedirectPath('/teacher/dashboard?tab=2#top')).toBe('/teacher/dashboard?tab=2#top');
  });

  it('rejects anything that could leave the site or loop back to login', () => {
    for (const bad of [
      null,
      '',
      'teacher',
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/x',
      '/login',
      '/login?redirect=/x',
      '/\u0000x',
    ]) {
      expect(safeRedirectPath(bad)).toBeNull();
    }
  });
});

describe('postLoginTarget', () => {
  it('returns to the page the user was going to when the role may open it', () => {
    expect(postLoginTarget('Teacher', '/teacher/dashboard')).toBe('/teacher/dashboard');
    expect(postLoginTarget('Student', '/student')).toBe('/student');
  });

  it('falls back to the home when the role may not open it, or nothing was asked', () => {
    expect(postLoginTarget('Student', '/teacher')).toBe('/student');
    expect(postLoginTarget('Teacher', '/student')).toBe('/teacher');
    expect(postLoginTarget('DistrictAdmin', null)).toBe('/districtadmin/report');
    expect(postLoginTarget('Teacher', '//evil.example')).toBe('/teacher');
  });

  it('never lands on a 403 page after sign-in', () => {
    expect(postLoginTarget('Teacher', '/teacher/error403')).toBe('/teacher');
  });
});

describe('loginPathFor', () => {
  it('remembers where the user was going', () => {
    expect(loginPathFor({ pathname: '/teacher/dashboard', search: '?a=1' })).toBe(
      '/login?redirect=%2Fteacher%2Fdashboard%3Fa%3D1',
    );
  });

  it('adds nothing for the root or the login page itself', () => {
    expect(loginPathFor({ pathname: '/' })).toBe('/login');
    expect(loginPathFor({ pathname: '/login' })).toBe('/login');
    expect(loginPathFor(null)).toBe('/login');
  });
});
