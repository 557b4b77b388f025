/** The pages of a ranking on /leaders, cached as one query per ranking, so the route's loader starts page 1. */
import { infiniteQueryOptions } from "@tanstack/react-query";
import { leadersQuery } from "../../api/calls/leaders.ts";
import { type LeadersState, leadersFields } from "../../blocks/leaders/leaders-state.ts";

const LEADERS_PAGE_SIZE = 50;

export const leadersPages = (state: LeadersState) =>
  infiniteQueryOptions({
    queryKey: ["leaders-pages", leadersFields(state, 1, LEADERS_PAGE_SIZE)],
    queryFn: ({ pageParam, client }) =>
      leadersQuery(leadersFields(state, pageParam, LEADERS_PAGE_SIZE)).queryFn({ client }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.data.length, 0);
      return last.data.length === 0 || loaded >= last.total_nums ? undefined : pages.length + 1;
    },
  });
